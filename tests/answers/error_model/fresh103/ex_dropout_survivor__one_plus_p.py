# exercise: ex_dropout_survivor
# mistake: The learner scales by 1 + p = 1.1; the survivors are multiplied by 1/(1 − p) = 1.1111.
# survivors are boosted to make up for the dropped ones
p = 0.1
ex_dropout_survivor = 1.0 + p
