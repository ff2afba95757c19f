# exercise: ex_omega
# mistake: Counting tokens from 1 as in the math notation, the learner took inputs[2]·inputs[1] ("starts"·"journey" = 1.4754) instead of inputs[1]·inputs[0] ("journey"·"Your" = 0.9544).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

# omega_21 -> query 2, key 1
i, j = 2, 1
omega = torch.dot(inputs[i], inputs[j])
print("omega_21 =", omega)
ex_omega = round(float(omega), 4)
