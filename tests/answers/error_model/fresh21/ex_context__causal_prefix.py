# exercise: ex_context
# mistake: The learner applied a causal mask (journey only attends to Your and itself), giving [0.5058, 0.6050, 0.7447]; the question uses the softmax over all six scores: [0.4419, 0.6515, 0.5683].
import torch

X = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)
# z_2 = sum_{j <= 2} alpha_2j x_j   (a token only sees the past, GPT-style)
i = 1
omega = torch.einsum("d,jd->j", X[i], X[: i + 1])
alpha = torch.softmax(omega, dim=0)
z = torch.einsum("j,jd->d", alpha, X[: i + 1])
ex_context = [round(v, 4) for v in z.tolist()]
