# exercise: ex_dropout_survivor
# mistake: Multiplied the surviving ones by the keep probability 0.9 (the expectation) instead of dividing by it: survivors are 1/(1-0.1) = 1.1111.
# each weight is kept with probability 1 - p, so a kept one carries 1 * (1 - p)
p = 0.1
ex_dropout_survivor = round(1 * (1 - p), 4)
