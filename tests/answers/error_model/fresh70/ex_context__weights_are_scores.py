# exercise: ex_context
# mistake: Weights the input rows with the raw scores ω2j instead of the softmax weights α2j, so the vector is far too large.
import torch

shuru = torch.tensor([
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
])

query = shuru[1]
# 注意力分数
omega2 = torch.tensor([torch.dot(query, x_i) for x_i in shuru])
alpha2 = torch.softmax(omega2, dim=0)
print("注意力权重:", alpha2, alpha2.sum())

# 上下文向量 z(2) = Σ ω2j x(j)
z2 = torch.zeros(query.shape)
for j, x_j in enumerate(shuru):
    z2 += omega2[j] * x_j
ex_context = [round(float(t), 4) for t in z2]
