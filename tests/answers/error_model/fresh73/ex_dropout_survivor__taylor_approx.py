# exercise: ex_dropout_survivor
# mistake: Approximated the scale 1/(1-p) by its first-order expansion 1 + p = 1.1; the exact survivor value is 1/(1-0.1) = 1.1111.
p = 0.1
# 1/(1-p) = 1 + p + p^2 + ...  -> p small so keep the first order term, avoids dividing
scale = 1 + p
ex_dropout_survivor = round(1.0 * scale, 4)
