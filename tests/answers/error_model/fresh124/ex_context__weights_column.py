# exercise: ex_context
# mistake: The learner multiplies the transposed weight matrix by the inputs and takes row 1, which uses column 2 of the weights (α_j2, how much each token attends to “journey”) instead of row 2 (α_2j).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
all_context = attn_weights.T @ inputs    # (6, 3)
assert all_context.shape == (6, 3)
z2 = all_context[1]
ex_context = [round(float(z), 4) for z in z2]
print(ex_context)
