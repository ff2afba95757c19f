# exercise: ex_omega
# mistake: The learner indexed the rows 1-based, so used inputs[2] ('starts') as x(2) and inputs[1] ('journey') as x(1), giving 1.4754; x(1) is inputs[0] and x(2) is inputs[1].
import pandas as pd

df = pd.DataFrame(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]],
    columns=["x", "y", "z"],
)
x_2 = df.iloc[2].values
x_1 = df.iloc[1].values
ex_omega = round(float((x_2 * x_1).sum()), 4)
print(ex_omega)
