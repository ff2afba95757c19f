# exercise: ex_dropout_survivor
# mistake: Scaled the survivors up by 1 + p = 1.1, which does not keep the expectation; the factor is 1/(1 - p) = 1.1111.
p = 0.1
# survivors get the dropped mass back
ex_dropout_survivor = round(1 + p, 4)
