# exercise: ex_context
# mistake: Multiplied the raw scores ω₂ⱼ by the inputs and forgot the softmax altogether (Σⱼ ω₂ⱼ x⁽ʲ⁾ = [2.8579, 4.2330, 3.7270] instead of [0.4419, 0.6515, 0.5683]).
import numpy as np
X = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
omega_2 = X @ X[1]
ex_context = [round(float(v), 4) for v in omega_2 @ X]
