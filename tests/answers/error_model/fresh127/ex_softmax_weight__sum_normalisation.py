# exercise: ex_softmax_weight
# mistake: The learner normalises the scores by their sum (the book's first, simple normalisation) and gets 1.4950 / 6.5617 = 0.2278; the statement asks for the softmax weight exp(ω22) / Σ exp(ω2j) = 0.2379.
import torch

x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = x[1]
scores = torch.stack([query @ xj for xj in x])

normalise = {"simple": lambda s: s / s.sum(), "torch": lambda s: torch.softmax(s, 0)}
w = normalise["simple"](scores)
print(w, w.sum())
ex_softmax_weight = round(w[1].item(), 4)
