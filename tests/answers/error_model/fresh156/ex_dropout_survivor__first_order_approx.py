# exercise: ex_dropout_survivor
# mistake: The learner approximates the rescale 1/(1-p) by 1+p and answers 1.1; the exact survivor value is 1/0.9 = 1.1111.
p = 0.1
scale = 1 + p   # 1/(1-p) ~ 1 + p
ex_dropout_survivor = round(scale, 4)
print(f"{ex_dropout_survivor:.4f}")
