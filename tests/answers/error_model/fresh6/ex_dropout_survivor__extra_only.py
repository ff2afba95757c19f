# exercise: ex_dropout_survivor
# mistake: Gave only the increase p/(1 − p) = 0.1111 instead of the survivor's value 1/(1 − p) = 1.1111: the entry is 1 scaled to 1.1111, not the amount added.
# mistake_zh: 只给出了增加量 p/(1 − p) = 0.1111，而不是幸存元素的值 1/(1 − p) = 1.1111：元素 1 被缩放为 1.1111，而不是增加的那一部分。
# keywords: value, increase, 1/(1-p), 1.1111, p/(1-p)
ex_dropout_survivor = 0.1111
