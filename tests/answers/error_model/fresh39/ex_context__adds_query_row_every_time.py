# exercise: ex_context
# mistake: In the weighted-sum loop each weight multiplies the query row inputs[1] instead of the row x_i, so the result is just x(2) = [0.55, 0.87, 0.66]; z(2) = Σ α2j x(j) = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
query = inputs[1]
attn_weights_2 = torch.softmax(inputs @ query, dim=0)

context_vec_2 = torch.zeros(query.shape)
for i, x_i in enumerate(inputs):
    context_vec_2 += attn_weights_2[i] * query
ex_context = [round(float(c), 4) for c in context_vec_2]
