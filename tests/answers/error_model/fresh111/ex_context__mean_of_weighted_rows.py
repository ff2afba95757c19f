# exercise: ex_context
# mistake: Takes the mean of the weighted rows α2j·x(j) instead of their sum, which divides the context vector by 6 a second time; the weights already sum to 1, so z(2) = Σj α2j x(j).
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
attn_scores_2 = torch.empty(inputs.shape[0])
for i, x_i in enumerate(inputs):
    attn_scores_2[i] = torch.dot(x_i, x_2)
attn_weights_2 = torch.softmax(attn_scores_2, dim=0)
weighted = attn_weights_2[:, None] * inputs
context_vec_2 = weighted.mean(dim=0)
ex_context = [round(v.item(), 4) for v in context_vec_2]
print(ex_context)
