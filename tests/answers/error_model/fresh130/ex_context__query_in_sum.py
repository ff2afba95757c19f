# exercise: ex_context
# mistake: Inside the sum the learner multiplied every weight α₂ⱼ by the query x⁽²⁾ instead of by x⁽ʲ⁾, so z⁽²⁾ comes out equal to x⁽²⁾; each weight must scale its own input row.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
x_2 = inputs[1]
omega_2 = torch.tensor([torch.dot(x_2, x_j) for x_j in inputs])
alpha_2 = torch.exp(omega_2) / torch.exp(omega_2).sum()

z_2 = torch.zeros(x_2.shape)
for j, x_j in enumerate(inputs):
    z_2 += alpha_2[j] * x_2
ex_context = [round(v, 4) for v in z_2.tolist()]
