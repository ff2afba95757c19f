# exercise: ex_dropout_survivor
# mistake: The learner multiplied the survivors by the keep probability 0.9; PyTorch divides them by it: 1/0.9 = 1.1111.

p = 0.1
ex_dropout_survivor = round(1.0 * (1 - p), 4)   # kept entries x (1 - p)
