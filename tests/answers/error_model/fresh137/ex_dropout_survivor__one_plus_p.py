# exercise: ex_dropout_survivor
# mistake: The learner reasoned that survivors get 'p more' and gave 1 + p = 1.1; the right value is 1/(1-p) = 1.1111.
p = 0.1
# survivors compensate for the dropped fraction
ex_dropout_survivor = 1 + p
