# exercise: ex_dropout_survivor
# mistake: The learner thinks the dropped mass p is added to each survivor and answers 1 + 0.1 = 1.1; survivors are multiplied by 1/(1 - p) = 1.1111.
drop_rate = 0.1
# survivors make up for what was dropped
ex_dropout_survivor = 1.0 + drop_rate
