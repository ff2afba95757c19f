# exercise: ex_dropout_survivor
# mistake: Survivors are multiplied by the keep probability 0.9 instead of divided by it; the expectation-preserving value is 1/(1-p) = 1.1111.
keep = 1 - 0.1
ex_dropout_survivor = round(1.0 * keep, 4)
