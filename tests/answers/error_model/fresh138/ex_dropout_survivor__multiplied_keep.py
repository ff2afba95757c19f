# exercise: ex_dropout_survivor
# mistake: The learner scaled the survivors by the keep probability (1 − p) = 0.9, as old inference-time dropout did, instead of dividing by it: 1/0.9 = 1.1111.
keep = 1 - 0.1
ex_dropout_survivor = round(1 * keep, 4)
