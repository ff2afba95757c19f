# exercise: ex_dropout_survivor
# mistake: The survivors are taken as scaled by 1 + p = 1.1; dropout scales them by 1/(1 - p) = 1.1111.
p = 0.1
# 10% of the entries are dropped, so the others get 10% more to make up for it
scale = 1 + p
ex_dropout_survivor = round(scale, 4)
print(ex_dropout_survivor)
