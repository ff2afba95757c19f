# exercise: ex_dropout_survivor
# mistake: The learner answers the keep probability 1 − p = 0.9; survivors are scaled up by 1/(1 − p) = 1.1111.
p = 0.1
keep = 1 - p
ex_dropout_survivor = round(keep, 4)
