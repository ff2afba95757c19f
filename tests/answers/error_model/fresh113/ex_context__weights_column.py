# exercise: ex_context
# mistake: The learner weights the inputs with column 1 of the attention-weight matrix (α_j2, how much each token attends to 'journey') instead of row 1 (α_2j), giving a vector that is not z(2).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

W = torch.softmax(inputs @ inputs.T, dim=1)
print(W.shape)
col = W[:, 1:2]                 # (6, 1) weights for journey
assert col.shape == (6, 1)
z = (col * inputs).sum(dim=0)
ex_context = [round(float(v), 4) for v in z]
