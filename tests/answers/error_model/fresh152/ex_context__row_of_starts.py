# exercise: ex_context
# mistake: Computed all context vectors correctly but took row [2] of all_context_vecs (the context of 'starts', x^(3)) instead of row [1] for 'journey'.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
all_context_vecs = attn_weights @ inputs
print(all_context_vecs)
# z^(2)
z2 = all_context_vecs[2]
ex_context = [round(float(v), 4) for v in z2]
