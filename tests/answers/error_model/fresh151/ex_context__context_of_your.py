# exercise: ex_context
# mistake: The learner gave row 0 of the context matrix (the context vector of “Your”, z1) instead of row 1, z2 of “journey”.
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
all_context_vecs = attn_weights @ inputs
z = all_context_vecs[0]   # journey
ex_context = [round(float(v), 4) for v in z]
