# exercise: ex_dropout_survivor
# mistake: The learner scaled survivors by the keep probability 1 − p = 0.9 (the old test-time convention); inverted dropout divides them by 1 − p, giving 1.1111.
p = 0.1
keep = 1 - p
ex_dropout_survivor = round(1.0 * keep, 4)
