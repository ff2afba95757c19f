# exercise: ex_context
# mistake: The learner takes row index 2 of the attention-weight matrix (the weights of 'starts', the third token) instead of row 1 for 'journey', the second token; the answer should be [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
# second word -> index 2
z2 = attn_weights[2] @ inputs
print(z2)
ex_context = [round(v, 4) for v in z2.tolist()]
