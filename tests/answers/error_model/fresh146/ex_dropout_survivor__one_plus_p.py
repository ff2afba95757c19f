# exercise: ex_dropout_survivor
# mistake: The learner scaled the survivors up by p, giving 1 + p = 1.1, instead of by 1/(1 - p) = 1.1111.
p = 0.1
# survivors get the dropped mass back
ex_dropout_survivor = 1.0 + p
