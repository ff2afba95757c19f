# exercise: ex_dropout_survivor
# mistake: Uses floor division 1 // (1 - p), which rounds the scale 1/0.9 = 1.1111 down to 1.0; survivors are scaled by 1 / (1 - p) with true division.
p = 0.1
keep = 1 - p
scale = 1 // keep
ex_dropout_survivor = round(scale * 1.0, 4)
