# exercise: ex_context
# mistake: Averaged the weighted rows (divided the weighted sum by 6); the weights already sum to 1, so z(2) is the plain weighted sum.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

alpha_2 = torch.softmax(inputs @ inputs[1], dim=0)
# expected value of the inputs under alpha_2
z_2 = (alpha_2[:, None] * inputs).mean(dim=0)
ex_context = [round(v, 4) for v in z_2.tolist()]
