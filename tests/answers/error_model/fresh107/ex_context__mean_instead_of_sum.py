# exercise: ex_context
# mistake: Averages the weighted rows (mean over the six tokens) instead of summing them, which divides the context vector by 6; z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾ = [0.4419, 0.6515, 0.5683].
import numpy as np

X = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = X[1]
s = X @ q
alpha = np.exp(s) / np.exp(s).sum()
z = (alpha[:, None] * X).mean(axis=0)
ex_context = [round(float(v), 4) for v in z]
print(ex_context)
