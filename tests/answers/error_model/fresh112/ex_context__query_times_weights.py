# exercise: ex_context
# mistake: Weights the query x(2) itself in every term (sum_j alpha_2j x(2) = x(2)) instead of each input x(j); z(2) = sum_j alpha_2j x(j).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

query = inputs[1]
attn_weights_2 = torch.softmax(inputs @ query, dim=0)
context_vec_2 = torch.zeros(query.shape)
for i, x_i in enumerate(inputs):
    context_vec_2 += attn_weights_2[i] * query
ex_context = [round(v, 4) for v in context_vec_2.tolist()]
