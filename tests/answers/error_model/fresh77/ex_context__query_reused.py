# exercise: ex_context
# mistake: In the accumulation loop the learner multiplies each weight by the query row instead of by x⁽ʲ⁾, so the result is just x⁽²⁾ itself; every input row must be weighted and added.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
attn = torch.zeros(inputs.shape[0])
for j, x_j in enumerate(inputs):
    attn[j] = torch.dot(x_j, query)
attn = torch.softmax(attn, dim=0)
context = torch.zeros_like(query)
for j, x_j in enumerate(inputs):
    context += attn[j] * query
ex_context = [round(v, 4) for v in context.tolist()]
