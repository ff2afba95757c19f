"""Exercise 3.3 (book): a GPT-2-small-sized attention module on the requested device."""

KIND = "code"
POINTS = 3
LESSON = "heads"
ALSO_IN = ("gpt2",)  # further lessons whose tab links to it
# The probe runs the learner's module with the book's forward, which ex_mha_forward asks learners to
# write: this exercise is graded in a child of its own, the only kind that keeps that forward.
NEEDS = ("MultiHeadAttention.forward",)
STARTER = ("def ex3_3(MultiHeadAttention, device):\n"
           "    # return a GPT-2-small-sized MultiHeadAttention on device\n    ...\n")
