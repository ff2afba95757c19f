# exercise: ex_context
# mistake: Computes all context vectors and picks row 2 (the third token, “starts”) instead of row 1, the second token “journey”.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

all_context_vecs = torch.softmax(inputs @ inputs.T, dim=-1) @ inputs
print(all_context_vecs)
z = all_context_vecs[2]  # z^(2)
ex_context = [round(v, 4) for v in z.tolist()]
