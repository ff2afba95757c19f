# exercise: ex_dropout_survivor
# mistake: The learner multiplies the survivors by the keep probability 1 − p = 0.9 instead of dividing by it, 1/(1 − 0.1) = 1.1111.
p = 0.1
keep = 1 - p
# survivors get rescaled by the keep prob so the expectation stays the same
ex_dropout_survivor = round(1 * keep, 4)
print(ex_dropout_survivor)
