# exercise: ex_dropout_survivor
# mistake: Scales the survivors up by 1 + p = 1.1, assuming it compensates for the dropped 10%; the factor is 1/(1 - p) = 1.1111.
p = 0.1
scale = 1 + p  # make up for the 10% that was zeroed
ex_dropout_survivor = round(scale, 4)
print(ex_dropout_survivor)
