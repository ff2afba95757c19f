# exercise: ex_dropout_survivor
# mistake: The learner multiplied the survivors by the keep probability 0.9 (the old eval-time convention) instead of dividing by it; survivors are scaled by 1/(1 − 0.1) = 1.1111.
p = 0.1
keep = 1 - p
# survivors keep the expected value
ex_dropout_survivor = round(1.0 * keep, 4)
print(ex_dropout_survivor)
