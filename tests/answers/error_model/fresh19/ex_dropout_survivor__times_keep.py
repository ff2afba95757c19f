# exercise: ex_dropout_survivor
# mistake: Scales survivors by the keep probability (1 - p = 0.9), the old test-time rule, instead of dividing by it: survivors are 1/(1 - 0.1) = 1.1111.
p = 0.1
keep = 1 - p
# expected value of each entry stays keep * 1
ex_dropout_survivor = round(1.0 * keep, 4)
