# exercise: ex_omega
# mistake: The learner indexes the superscripts (2) and (1) directly as Python indices inputs[2] and inputs[1], taking "starts"·"journey" instead of inputs[1]·inputs[0]; the answer is 0.9544.
import numpy as np

inputs = np.array([[0.43, 0.15, 0.89],
                   [0.55, 0.87, 0.66],
                   [0.57, 0.85, 0.64],
                   [0.22, 0.58, 0.33],
                   [0.77, 0.25, 0.10],
                   [0.05, 0.80, 0.55]])

ex_omega = round(float(np.dot(inputs[2], inputs[1])), 4)
