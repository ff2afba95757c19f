# exercise: ex_omega
# style: the dot product written out by hand as a Python expression, wrapped in round(x, 4).

# x2 = journey = (0.55, 0.87, 0.66), x1 = Your = (0.43, 0.15, 0.89)
ex_omega = round(0.55 * 0.43 + 0.87 * 0.15 + 0.66 * 0.89, 4)
