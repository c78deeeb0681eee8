// Public entry point of the scores package; calculators are added per score.
export {}
