# exercise: ex_omega
# mistake: The accumulator is started with the first product and the loop then adds all three products again, so 0.55·0.43 is counted twice (1.1909); the sum must start at 0.
x1 = [0.43, 0.15, 0.89]
x2 = [0.55, 0.87, 0.66]
omega = x2[0] * x1[0]
for k in range(len(x2)):
    omega += x2[k] * x1[k]
ex_omega = round(omega, 4)
