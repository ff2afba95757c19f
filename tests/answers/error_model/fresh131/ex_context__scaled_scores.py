# exercise: ex_context
# mistake: The learner scales the dot products by 1/√3 before the softmax, although the statement asks for softmax weights of the raw dot products; the answer is [0.4419, 0.6515, 0.5683].
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
scores = torch.tensor([torch.dot(query, x) for x in inputs])
w = torch.softmax(scores / inputs.shape[1] ** 0.5, dim=0)
print(w, w.sum())
context_vec_2 = torch.zeros(query.shape)
for i, x_i in enumerate(inputs):
    context_vec_2 += w[i] * x_i
print(context_vec_2)
ex_context = [round(v, 4) for v in context_vec_2.tolist()]
