# exercise: ex_dropout_survivor
# mistake: The learner multiplied the survivors by the keep probability 1 - p = 0.9; dropout divides them by 1 - p, so a surviving 1 becomes 1/0.9 = 1.1111.
p = 0.1
probability_that_an_entry_is_kept = 1 - p
print("kept with probability", probability_that_an_entry_is_kept)
ex_dropout_survivor = round(1.0 * probability_that_an_entry_is_kept, 4)
print(ex_dropout_survivor)
