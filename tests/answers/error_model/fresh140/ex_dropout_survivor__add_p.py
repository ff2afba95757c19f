# exercise: ex_dropout_survivor
# mistake: The learner thought survivors are increased by p (1 + 0.1 = 1.1) to make up for the dropped entries; they are divided by the keep probability: 1/0.9 = 1.1111.
p = 0.1
# dropped 10%, so the others get 10% more
ex_dropout_survivor = 1 + p
