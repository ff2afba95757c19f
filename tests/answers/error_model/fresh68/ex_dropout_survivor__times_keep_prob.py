# exercise: ex_dropout_survivor
# mistake: The learner multiplies survivors by the keep probability 1 − p = 0.9 instead of dividing by it; survivors are 1/(1 − 0.1) = 1.1111.
p = 0.1
keep = lambda p: 1 - p
ex_dropout_survivor = round(1.0 * keep(p), 4)
