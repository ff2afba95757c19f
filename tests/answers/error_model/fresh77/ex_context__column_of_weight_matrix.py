# exercise: ex_context
# mistake: The learner builds the full 6×6 row-softmaxed weight matrix but takes its column attn[:, 1] as the weights of "journey"; the weights of query 2 are the row attn[1, :].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
n = inputs.shape[0]
attn_scores = torch.empty(n, n)
for i in range(n):
    for j in range(n):
        attn_scores[i, j] = torch.dot(inputs[i], inputs[j])
attn_weights = torch.softmax(attn_scores, dim=-1)
w2 = attn_weights[:, 1]
z2 = torch.zeros(3)
for j in range(n):
    z2 += w2[j] * inputs[j]
ex_context = [round(float(v), 4) for v in z2]
