# exercise: ex_omega
# mistake: The learner took the dot product of 'journey' with itself, x(2)·x(2) = 1.4950, instead of with the key 'Your', x(2)·x(1) = 0.9544.
# mistake_zh: 学习者算的是“journey”与自己的点积 x(2)·x(2) = 1.4950，而不是与键“Your”的点积 x(2)·x(1) = 0.9544。
# keywords: x(1), Your, dot product, index

ex_omega = 1.4950
