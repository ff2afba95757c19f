# exercise: ex_context
# mistake: The learner computes all context vectors and takes row 2 (the context vector of "starts") instead of row 1 for "journey"; the right answer is [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
all_context_vecs = attn_weights @ inputs
print(all_context_vecs)
z2 = all_context_vecs[2]
print("z2:", z2)
ex_context = [round(v, 4) for v in z2.tolist()]
